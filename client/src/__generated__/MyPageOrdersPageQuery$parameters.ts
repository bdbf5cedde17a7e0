/**
 * @generated SignedSource<<0c9e7dbdf4ecbc904e08bd9567c56d72>>
 * @relayHash c046751deb567f595d1311d5c65b9665
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c046751deb567f595d1311d5c65b9665

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageOrdersPageQuery } from './MyPageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c046751deb567f595d1311d5c65b9665",
    "metadata": {},
    "name": "MyPageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
