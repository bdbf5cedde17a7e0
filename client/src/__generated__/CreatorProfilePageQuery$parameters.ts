/**
 * @generated SignedSource<<f013d4f2b426ff45e954ed189294507c>>
 * @relayHash 02f825da020cb38a4798feb84f5cc2da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02f825da020cb38a4798feb84f5cc2da

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CreatorProfilePageQuery } from './CreatorProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<CreatorProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "02f825da020cb38a4798feb84f5cc2da",
    "metadata": {},
    "name": "CreatorProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
