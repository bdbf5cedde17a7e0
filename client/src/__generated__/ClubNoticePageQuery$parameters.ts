/**
 * @generated SignedSource<<0aa329017b6804ac6b64277c9ec3535c>>
 * @relayHash f40af54b9a5187a5a8a61f54ec950e7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f40af54b9a5187a5a8a61f54ec950e7f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubNoticePageQuery } from './ClubNoticePageQuery.graphql';

const node: PreloadableConcreteRequest<ClubNoticePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f40af54b9a5187a5a8a61f54ec950e7f",
    "metadata": {},
    "name": "ClubNoticePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
